import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { reviewLength } from '@rules/reviews';
import { visuallyHidden } from '@/components/visuallyHidden';
import { formatCount } from '@/utils/count';
import type { ReviewValues } from './reviewSchema';

interface Props {
  formik: Pick<FormikProps<ReviewValues>, 'values' | 'touched' | 'errors' | 'handleChange' | 'handleBlur'>;
  name: 'reviewTitle' | 'reviewText';
  label: string;
  max: number;
  required?: boolean;
  multiline?: boolean;
}

/**
 * A text field with its rule's message (once left or sent) and a counter of what counts (the
 * characters of the text without its surrounding spaces, as the rule measures it). Both sit in the helper text, which the
 * field names as its description; the counter is not live, so typing is not read out per key.
 */
export function CountedField({ formik, name, label, max, required = false, multiline = false }: Props) {
  const value = formik.values[name];
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  const count = reviewLength(value.trim());
  return (
    <TextField
      id={name}
      name={name}
      label={label}
      value={value}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      required={required}
      multiline={multiline}
      minRows={multiline ? 5 : undefined}
      fullWidth
      error={Boolean(error)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{error}</span>
          <Box component="span" sx={{ whiteSpace: 'nowrap', color: count > max ? 'error.main' : undefined }}>
            {formatCount(count)} / {formatCount(max)}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              characters
            </Box>
          </Box>
        </Box>
      }
    />
  );
}
