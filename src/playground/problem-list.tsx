import type { Problem } from '../engine/types.ts';

/** Problems as `file#/pointer: message`, the way `journey lint` prints them. */
export function ProblemList({ problems, label }: { problems: readonly Problem[]; label: string }) {
  return (
    <ul aria-label={label} className="pg-problems">
      {problems.map((p, i) => (
        <li key={i}>
          <code className="pg-file">{p.file}</code>
          <code className="pg-pointer">#{p.pointer}</code>: {p.message}
        </li>
      ))}
    </ul>
  );
}
