import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface AppFooterProps {
  poweredBy: string;
}

/** The page footer: the powered-by line (spec §2). */
export function AppFooter({ poweredBy }: AppFooterProps) {
  return (
    <Box component="footer" sx={{ py: 2, px: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {poweredBy}
      </Typography>
    </Box>
  );
}
