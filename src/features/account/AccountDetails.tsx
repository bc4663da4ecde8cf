import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AccountInfo } from '@/features/auth/normalizers';
import { formatMemberSince } from './memberSince';

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <Box sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function AccountDetails({ account }: { account: AccountInfo }) {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Detail term="Name" value={name || 'Not provided'} />
      <Detail term="Email" value={account.email || 'Not provided'} />
      <Detail term="Member since" value={formatMemberSince(account.createdAt) ?? 'Not available'} />
    </Box>
  );
}
