import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Specification } from '@/entities/product/product';

/** Up to 10 specifications, already filtered and labelled by `toSpecifications` (spec §5). */
export function SpecificationList({ specifications }: { specifications: Specification[] }) {
  if (specifications.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="specifications-heading">
      <Typography id="specifications-heading" variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Specifications
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
          '& dt': { fontWeight: 600, textTransform: 'capitalize', color: 'text.secondary', mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0 },
        }}
      >
        {specifications.map((spec, index) => (
          <Box key={`${spec.label}-${index}`} sx={{ display: 'contents' }}>
            <dt>{spec.label}</dt>
            <dd>{spec.value}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
