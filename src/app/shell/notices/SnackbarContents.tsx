import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

// notistack's own colours fail the contrast check; the theme's pass it.
const ThemedContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.grey[900] },
}));

export const snackbarComponents = {
  default: ThemedContent,
  success: ThemedContent,
  error: ThemedContent,
  warning: ThemedContent,
  info: ThemedContent,
};
