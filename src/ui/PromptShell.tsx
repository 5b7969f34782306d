import { m } from 'framer-motion';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface PromptShellProps {
  title: string;
  tone?: 'trap' | 'plain';
  children: ReactNode;
}

/** A non-blocking question panel over the middle of the board; it takes focus when it opens. */
export function PromptShell({ title, tone = 'plain', children }: PromptShellProps) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button:not([disabled]), input')?.focus();
  }, [title]);
  return (
    <m.section
      ref={ref}
      role="dialog"
      aria-labelledby={id}
      className={`prompt prompt--${tone}`}
      // Slides in without fading: while half transparent, the text under it read through its own.
      initial={{ y: 12 }}
      animate={{ y: 0 }}
      transition={{ duration: 0.18 }}
    >
      <h2 id={id} className="prompt__title">
        {title}
      </h2>
      {children}
    </m.section>
  );
}
