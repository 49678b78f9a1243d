import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RoadAhead as RoadAheadConfig } from '../../engine/screen-types.ts';
import { homeSteps } from '../../engine/steps.ts';
import type { Programme } from '../../engine/types.ts';

export interface RoadAheadProps {
  road: RoadAheadConfig;
  programme: Programme;
  id: string;
}

/**
 * The whole journey ahead on a home screen: each phase (a home screen's steps, by their titles) with its time
 * estimate, then what to keep at hand. The steps come from the programme's one list, so a new step shows here too.
 */
export function RoadAhead({ road, programme, id }: RoadAheadProps) {
  const headingId = `${id}-road-ahead`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        {road.heading}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {road.phases.map((phase) => (
          <Box component="li" key={phase.home} sx={{ mb: 1.5 }}>
            <Typography variant="h3" component="p">
              {phase.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {phase.time}
            </Typography>
            <Typography variant="body2">
              {homeSteps(programme, phase.home)
                .map((step) => step.title)
                .join(' · ')}
            </Typography>
          </Box>
        ))}
      </Box>
      {road.keepAtHand ? (
        <>
          <Typography variant="h2" sx={{ mt: 2, mb: 1 }}>
            {road.keepAtHand.heading}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {road.keepAtHand.items.map((item) => (
              <Typography component="li" variant="body2" key={item} sx={{ mb: 0.5 }}>
                {item}
              </Typography>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
