import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ActionBar } from './action-bar.tsx';
import { screenText } from './resolve-text.ts';
import { ScreenHeading } from './screen-heading.tsx';
import type { ScreenProps } from './screen-props.ts';
import { JourneyIcon } from './journey-icon.tsx';

interface BrowserGuide {
  browser: string;
  url: string;
}

function listGuides(value: unknown): BrowserGuide[] {
  if (!Array.isArray(value)) return [];
  return value.filter((g): g is BrowserGuide => typeof g?.browser === 'string' && typeof g?.url === 'string');
}

/**
 * Location permission (spec §2): heading, instruction and Proceed (the app asks the browser); when the borrower
 * denied it, the denied instruction with a location-off icon; per-browser guides from `screen.guides`.
 */
export function LocationScreen({ screen, context, t, pending, onAction, data }: ScreenProps<'location'>) {
  const guides = listGuides(screen.guides);
  const guideIntro = screenText(screen, 'guideIntro', t);
  return (
    <Box component="section">
      <ScreenHeading
        heading={screenText(screen, 'heading', t) ?? screen.title}
        subheading={screenText(screen, 'subheading', t)}
      />
      <Typography sx={{ mt: 2 }}>{screenText(screen, 'instruction', t)}</Typography>
      {data.locationDenied ? (
        <Alert severity="warning" icon={<JourneyIcon name="location-off" />} role="alert" sx={{ mt: 2 }}>
          {screenText(screen, 'denied', t)}
        </Alert>
      ) : null}
      {guides.length ? (
        <Box component="nav" aria-label={guideIntro} sx={{ mt: 2 }}>
          {guideIntro ? <Typography>{guideIntro}</Typography> : null}
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pl: 0, listStyle: 'none' }}>
            {guides.map((guide) => (
              <li key={guide.browser}>
                <Link href={guide.url} target="_blank" rel="noopener noreferrer">
                  {guide.browser}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      <ActionBar actions={screen.actions} context={context} pending={pending} onAction={(id) => onAction(id)} />
    </Box>
  );
}
