import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ReportProblemButton } from '@/features/support/ReportProblemButton';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Last line of defence: a crash in one screen shows a way out instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography sx={{ mb: 3 }}>Please reload the page. Your cart is kept on this device.</Typography>
        <Button variant="contained" onClick={() => window.location.assign('/')}>
          Reload the shop
        </Button>
        <ReportProblemButton sx={{ ml: 2 }} />
      </Box>
    );
  }
}
