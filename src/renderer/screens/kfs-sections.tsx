import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatInr } from '../../engine/format.ts';
import { kfsRowText, type KfsContent } from '../../engine/kfs.ts';

type Section = KfsContent['sections'][number];

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  typography: 'body2',
  '& th, & td': { px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'right', whiteSpace: 'nowrap' },
  '& th:first-of-type, & td:first-of-type': { textAlign: 'left' },
} as const;

function Rows({ rows }: { rows: NonNullable<Section['rows']> }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {rows.map((row) => {
        // a figure sits beside its label; a text (a period, an officer's contact) reads below it across the width
        const text = typeof row.value === 'string' && row.value.length > 24;
        return (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={text ? { gridColumn: '1 / -1', mt: 1 } : undefined}>
              {row.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 600,
                textAlign: text ? 'left' : 'right',
                overflowWrap: 'anywhere',
                ...(text ? { gridColumn: '1 / -1' } : {}),
              }}
            >
              {kfsRowText(row)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** A table that scrolls sideways on a narrow phone rather than squeezing its figures. */
function Table({
  caption,
  head,
  body,
}: {
  caption: string;
  head: readonly string[];
  body: ReadonlyArray<readonly string[]>;
}) {
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
              {cells.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {c}
                  </th>
                ) : (
                  <td key={j}>{c}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * The repayment schedule; with a toggle line, folded under it (a native disclosure: keyboard and screen readers know
 * it as a button that expands), so the acknowledgement and e-sign are not pushed a phone's many screens down.
 */
function Schedule({ caption, schedule }: { caption: string; schedule: NonNullable<Section['schedule']> }) {
  const table = (
    <Table
      caption={caption}
      head={schedule.labels}
      body={schedule.rows.map((r) => r.map((v, j) => (schedule.columns[j] === 'number' ? String(v) : formatInr(v))))}
    />
  );
  if (!schedule.toggle) return table;
  return (
    <Box
      component="details"
      sx={{ '& > summary': { cursor: 'pointer', color: 'primary.main', fontWeight: 600, py: 1.5, minHeight: 48 } }}
    >
      <Typography component="summary">{schedule.toggle}</Typography>
      {table}
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
        <Table
          caption={section.title}
          head={section.charges.labels}
          body={section.charges.items.map((c) => [c.label, formatInr(c.amount), formatInr(c.gst), formatInr(c.total)])}
        />
      ) : null}
      {section.schedule ? <Schedule caption={section.title} schedule={section.schedule} /> : null}
    </Box>
  );
}
