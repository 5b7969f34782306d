// Loaded after the first paint by <LazyMotion> (App.tsx): cards appear without animation
// until then, which keeps the animation code out of the initial JS.
export { domAnimation as default } from 'framer-motion';
