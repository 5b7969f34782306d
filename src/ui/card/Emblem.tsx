import { memo, useId } from 'react';
import type { CardDef } from '../../engine';
import { emblemFor, type EmblemSpec } from './emblem';

interface EmblemProps {
  def: CardDef;
  /** A MAXIMUM piece: which third of the shared wide picture it shows. */
  third?: 0 | 1 | 2;
  /** The id that seeds the picture (the center's for a MAXIMUM piece). */
  seedId?: number;
}

function Pattern({ spec, w, h }: { spec: EmblemSpec; w: number; h: number }) {
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.hypot(w, h);
  if (spec.pattern === 0) {
    const rays = [];
    for (let i = 0; i < spec.count; i++) {
      const a = ((spec.turn + (i * 360) / spec.count) * Math.PI) / 180;
      const b = a + Math.PI / spec.count / 1.6;
      rays.push(`M${cx} ${cy}L${cx + r * Math.cos(a)} ${cy + r * Math.sin(a)}L${cx + r * Math.cos(b)} ${cy + r * Math.sin(b)}z`);
    }
    return <path d={rays.join('')} fill="#fff" opacity="0.13" />;
  }
  if (spec.pattern === 1) {
    const rings = [];
    for (let i = 1; i <= Math.min(6, spec.count - 3); i++) rings.push(<circle key={i} cx={cx} cy={cy} r={i * 11} fill="none" stroke="#fff" strokeWidth="2.5" opacity={0.2 - i * 0.02} />);
    return <g>{rings}</g>;
  }
  if (spec.pattern === 2) {
    const lines = [];
    for (let i = -spec.count; i < spec.count * 2; i++) lines.push(`M${i * 14} ${h}L${i * 14 + h} 0`);
    return <path d={lines.join('')} stroke="#fff" strokeWidth="4" opacity="0.1" transform={`rotate(${spec.turn % 40 - 20} ${cx} ${cy})`} />;
  }
  const sparks = [];
  for (let i = 0; i < spec.count * 2; i++) {
    const x = ((spec.turn * (i + 3) * 7) % 997) / 997;
    const y = ((spec.turn * (i + 5) * 13 + i * 71) % 991) / 991;
    sparks.push(<circle key={i} cx={x * w} cy={y * h} r={1 + (i % 3)} fill="#fff" opacity="0.22" />);
  }
  return <g>{sparks}</g>;
}

/** The generated picture of a card (see emblem.ts); decorative. */
export const Emblem = memo(function Emblem({ def, third, seedId }: EmblemProps) {
  const id = useId();
  const spec = emblemFor(def, seedId);
  const wide = third !== undefined;
  const w = wide ? 300 : 100;
  const h = 72;
  const cx = w / 2;
  const scale = wide ? 2.6 : 1.75;
  const iconBox = 24 * scale;
  const disc = wide ? 40 : 25;
  const stars = spec.stars.map(([x, y]) => `${x * w},${y * h}`).join(' ');
  return (
    <svg className="card__emblem" viewBox={`${wide ? third * 100 : 0} 0 100 ${h}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={spec.from} />
          <stop offset="1" stopColor={spec.to} />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width={w} height={h} fill={`url(#${id}g)`} />
      <Pattern spec={spec} w={w} h={h} />
      <polyline points={stars} fill="none" stroke="#fff" strokeWidth="0.8" opacity="0.35" />
      {spec.stars.map(([x, y], i) => (
        <circle key={i} cx={x * w} cy={y * h} r="1.6" fill="#fff" opacity="0.6" />
      ))}
      <circle cx={cx} cy={h / 2} r={disc} fill="rgba(0,0,0,0.28)" stroke={spec.ring} strokeWidth="2" />
      <path
        d={spec.icon}
        transform={`translate(${cx - iconBox / 2} ${h / 2 - iconBox / 2}) scale(${scale})`}
        fill="none"
        stroke="#fff"
        strokeWidth={2.4 / scale + 0.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
});
