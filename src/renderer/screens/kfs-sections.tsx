import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatInr } from '../../engine/format.ts';
import type { KfsContent } from '../../engine/kfs.ts';
import { formatOfferValue } from './offer-fields.ts';

type Section = KfsContent['sections'][number];

const tableSx = { width: '100%', borderCollapse: 'collapse', typography: 'body2', '& th, & td': { px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'right', whiteSpace: 'nowrap' }, '& th:first-of-type, & td:first-of-type': { textAlign: 'left' } } as const;

function valueText(row: NonNullable<Section['rows']>[number]): string {
  if (typeof row.value === 'string') return row.value;
  if (row.format === 'number') return row.value === null ? '' : String(row.value);
  return formatOfferValue(row.value, row.format === 'inr' || row.format === 'percent' || row.format === 'months' ? row.format : undefined);
}

function Rows({ rows }: { rows: NonNullable<Section['rows']> }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
            {valueText(row)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A table that scrolls sideways on a narrow phone rather than squeezing its figures. */
function Table({ caption, head, body }: { caption: string; head: readonly string[]; body: ReadonlyArray<readonly string[]> }) {
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Box component="table" sx={tableSx}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((cells, i) => (
            <tr key={i}>
              {cells.map((c, j) => (j === 0 ? <th key={j} scope="row">{c}</th> : <td key={j}>{c}</td>))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** One section of a Key Fact Statement: its rows, its charges table or its repayment schedule. */
export function KfsSection({ section }: { section: Section }) {
  // the tables are the named regions (scrollable on a phone); the section is a plain grouping under its heading
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h2" gutterBottom>
        {section.title}
      </Typography>
      {section.rows ? <Rows rows={section.rows} /> : null}
      {section.charges ? (
        <Table caption={section.title} head={section.charges.labels} body={section.charges.items.map((c) => [c.label, formatInr(c.amount), formatInr(c.gst), formatInr(c.total)])} />
      ) : null}
      {section.schedule ? (
        <Table caption={section.title} head={section.schedule.labels} body={section.schedule.rows.map((r) => r.map((v, j) => (section.schedule!.columns[j] === 'number' ? String(v) : formatInr(v))))} />
      ) : null}
    </Box>
  );
}
