import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** One way to get help: a link (tel:, mailto:) with its label and, optionally, a second line (the hours). */
export interface HelpItem {
  label: string;
  href: string;
  secondary?: string;
}

export interface HelpMenuProps {
  id: string;
  anchor: HTMLElement | null;
  /** The menu's accessible name. */
  label: string;
  items: readonly HelpItem[];
  logoutLabel?: string;
  onLogout?: () => void;
  onClose: () => void;
}

/**
 * The header's Help menu: the lender's phone (with its hours), e-mail and grievance officer as links, then Logout.
 * MUI's Menu gives the keyboard (arrows, Home/End, Escape back to the button) and role menu / menuitem.
 */
export function HelpMenu({ id, anchor, label, items, logoutLabel, onLogout, onClose }: HelpMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': label } }}
    >
      {items.map((item) => (
        <MenuItem key={item.href} component="a" href={item.href} onClick={onClose} sx={{ minHeight: 48 }}>
          <ListItemText primary={item.label} secondary={item.secondary} />
        </MenuItem>
      ))}
      {logoutLabel && onLogout ? <Divider /> : null}
      {logoutLabel && onLogout ? (
        <MenuItem
          onClick={() => {
            onClose();
            onLogout();
          }}
          sx={{ minHeight: 48 }}
        >
          {logoutLabel}
        </MenuItem>
      ) : null}
    </Menu>
  );
}
