import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatInr, formatLongDate } from '../../engine/format.ts';
import { evaluateValue, type RuleContext } from '../../engine/rules.ts';
import type { InfoFact } from '../../engine/screen-types.ts';

/** A value as the fact shows it: rupees, a day-first date ("5 January 2027"), or as it is; null when unknown. */
function shown(value: unknown, format: InfoFact['values'][string]['format']): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (format === 'inr') return formatInr(value as number);
  if (format === 'date') {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? null : formatLongDate(date);
  }
  return String(value);
}

/** The fact's text with its values filled in, or null while one of them is not known (the line is left out). */
export function factText(fact: InfoFact, context: RuleContext): string | null {
  let text = fact.text;
  for (const [name, { value, format }] of Object.entries(fact.values)) {
    const v = shown(evaluateValue(value, context), format);
    if (v === null) return null;
    text = text.split(`{${name}}`).join(v);
  }
  return text;
}

/** Facts under a summary (the account the money goes to, the first EMI) as a description list. */
export function InfoFacts({ facts, context }: { facts: readonly InfoFact[]; context: RuleContext }) {
  const lines = facts.map((fact) => ({ fact, text: factText(fact, context) })).filter((l) => l.text !== null);
  if (!lines.length) return null;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0, mt: 1 }}>
      {lines.map(({ fact, text }) => (
        <Box key={fact.term ?? fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {text}
            {fact.note ? (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block', fontWeight: 400 }}
              >
                {fact.note}
              </Typography>
            ) : null}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
