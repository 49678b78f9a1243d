import { useEffect, useState } from 'react';
import type { ResolvedProgramme } from '../engine/types.ts';
import { createSampleContext, formatContext, parseContext, type EditableContext } from './rule-context.ts';

/** The rule context the screen is rendered over: a sample per programme, edited as JSON text (kept while it does not parse). */
export function useRuleContext(programme: ResolvedProgramme | undefined) {
  const [contextText, setContextText] = useState<{ programme: string; text: string } | null>(null);
  const [context, setContext] = useState<{ programme: string; value: EditableContext } | null>(null);
  const [contextError, setContextError] = useState<string | undefined>();
  useEffect(() => {
    if (!programme || context?.programme === programme.id) return;
    const sample = createSampleContext(programme);
    setContext({ programme: programme.id, value: sample });
    setContextText({ programme: programme.id, text: formatContext(sample) });
    setContextError(undefined);
  }, [programme, context?.programme]);
  const editContext = (text: string) => {
    if (!programme) return;
    setContextText({ programme: programme.id, text });
    const parsed = parseContext(text);
    if (parsed.ok) {
      setContext({ programme: programme.id, value: parsed.context });
      setContextError(undefined);
    } else setContextError(parsed.error);
  };
  const resetContext = () => programme && editContext(formatContext(createSampleContext(programme)));
  return { context, contextText, contextError, editContext, resetContext };
}
