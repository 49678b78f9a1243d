import { useState, type ReactNode } from 'react';

/** The objects spread into a call's body before its fields, in order: reorder, remove, add. */
export function MergeList({
  items,
  where,
  origin,
  onChange,
}: {
  items: readonly string[];
  where: string;
  origin: ReactNode;
  onChange(next: string[], label: string): void;
}) {
  const [draft, setDraft] = useState('');
  const move = (from: number, to: number) => {
    const next = [...items];
    const [m] = next.splice(from, 1);
    next.splice(to, 0, m!);
    onChange(next, `Move ${m} in merge`);
  };
  return (
    <div role="group" aria-label={`Merge of ${where}`}>
      <p>Objects spread into the body first, in order:{origin}</p>
      <ol>
        {items.map((item, i) => (
          <MergeItem
            key={item}
            item={item}
            where={where}
            first={i === 0}
            last={i === items.length - 1}
            onMove={(by) => move(i, i + by)}
            onRemove={() =>
              onChange(
                items.filter((m) => m !== item),
                `Remove ${item} from merge`,
              )
            }
          />
        ))}
      </ol>
      <label>
        {`Add to merge of ${where}`} <input value={draft} onChange={(e) => setDraft(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={!draft.trim() || items.includes(draft.trim())}
        onClick={() => {
          onChange([...items, draft.trim()], `Add ${draft.trim()} to merge`);
          setDraft('');
        }}
      >
        Add
      </button>
    </div>
  );
}

/** One object of the merge list, with its move and remove buttons. */
function MergeItem({
  item,
  where,
  first,
  last,
  onMove,
  onRemove,
}: {
  item: string;
  where: string;
  first: boolean;
  last: boolean;
  onMove(by: number): void;
  onRemove(): void;
}) {
  return (
    <li>
      <code>{item}</code>
      <button
        type="button"
        aria-label={`Move ${item} up in merge of ${where}`}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        aria-label={`Move ${item} down in merge of ${where}`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button type="button" aria-label={`Remove ${item} from merge of ${where}`} onClick={onRemove}>
        ✕
      </button>
    </li>
  );
}
