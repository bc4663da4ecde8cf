import Button from '@mui/material/Button';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeApiError } from '@/api/errors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { notify } from '@/state/notices';
import type { FromState } from '@/utils/navigationState';
import { paths } from '@/utils/paths';
import { selectIsSignedIn } from '@/features/auth/authSlice';
import type { Review } from './reviews';
import { useVoteHelpfulMutation } from './reviewsApi';
import { selectVotedHelpful } from './reviewsSlice';
import { formatCount } from '@/utils/count';

/**
 * "Helpful (n)": a signed-in shopper's vote, once per review in a visit (the button then shows it
 * pressed); a signed-out one is taken to sign in and brought back to the reviews, as checkout does.
 */
export function HelpfulButton({ productId, review }: { productId: string; review: Review }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const voted = useAppSelector((state) => selectVotedHelpful(state, review.id));
  const [vote, { isLoading }] = useVoteHelpfulMutation();

  const onClick = async () => {
    if (voted || isLoading) return;
    if (!signedIn) {
      dispatch(
        notify({
          title: 'Login Required',
          description: 'Please log in to mark a review helpful.',
          variant: 'info',
          belongsTo: 'next-page',
        }),
      );
      const state: FromState = { from: `${pathname}${search}#reviews` };
      void navigate(paths.login, { state });
      return;
    }
    const { error } = await vote({ productId, reviewId: review.id });
    if (!error) return;
    const failure = describeApiError(error);
    // 401 has signed the shopper out already (the base query); the next press goes to sign-in.
    if (failure.kind === 'response' && failure.status === 401) return;
    const own = failure.kind === 'response' && failure.status === 403;
    dispatch(
      notify({
        title: own
          ? (failure.serverMessage ?? "You can't mark your own review helpful")
          : 'Your vote could not be counted. Please try again.',
        variant: own ? 'info' : 'error',
      }),
    );
  };

  return (
    <Button
      size="small"
      variant={voted ? 'contained' : 'outlined'}
      color="inherit"
      startIcon={<ThumbUpOutlinedIcon />}
      aria-pressed={voted}
      aria-disabled={voted || isLoading || undefined}
      onClick={() => void onClick()}
      sx={{ minHeight: 36, textTransform: 'none' }}
    >
      Helpful ({formatCount(review.helpful)})
    </Button>
  );
}
