import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';

/** Where a network's button goes when store info has no link for it (or an unsafe one). */
const DEFAULT_SOCIAL_LINKS: Record<'instagram' | 'facebook' | 'twitter', string> = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  twitter: 'https://twitter.com/',
};

const NETWORKS = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'twitter', label: 'Twitter', Icon: XIcon },
] as const;

export function SocialLinks({ links }: { links: Record<string, string> }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {NETWORKS.map(({ key, label, Icon }) => (
        <IconButton
          key={key}
          component="a"
          href={links[key] || DEFAULT_SOCIAL_LINKS[key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          sx={{ color: 'inherit' }}
        >
          <Icon />
        </IconButton>
      ))}
    </Box>
  );
}
