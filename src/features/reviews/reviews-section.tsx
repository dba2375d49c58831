import { Badge, Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { Review, ReviewPage, ReviewSort } from '#shop-api/reviews.ts';
import { reviewsMachine, type ReviewAction } from '#machines/reviews/reviews.machine.ts';
import {
  selectActing,
  selectActionError,
  selectDone,
  selectIsLoading,
  selectLoadError,
  selectReviewPage,
} from '#machines/reviews/reviews.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';
import { reviewsText as text } from '#src/features/reviews/text.ts';
import { path } from '#src/routing/paths.ts';
import { withReturnPath } from '#src/routing/return-path.ts';
import { useReviewsServer, type ReviewsServer } from '#src/features/reviews/server.ts';
import { formatDate } from '#shop-api/dates.ts';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { InlineConfirm } from '#src/components/ui/inline-confirm.tsx';
import { NativeSelect } from '#src/components/ui/native-select.tsx';
import { PagedList } from '#src/components/ui/paged-list.tsx';
import { LoadedSection } from '#src/components/ui/loaded-section.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { ratingRead } from '#src/services/ratings.ts';
import { StarRating } from '#src/components/product/star-rating.tsx';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';

// The form and the shopper's own review: only for a signed-in shopper who may review.
const YourReview = lazyPart(() => import('./your-review.tsx').then((module) => module.YourReview));

/** The reviews machine, calling `server`. */
const reviewsLogic = (server: ReviewsServer) =>
  reviewsMachine.provide({
    actors: {
      loadReviews: fromPromise(({ input }) => server.loadReviews(input)),
      actOnReview: fromPromise(({ input }) => server.actOnReview(input)),
    },
  });

/**
 * A product's reviews (docs/decisions/0030-reviews.md): its rating with the shop's written
 * reviews by stars, the shopper's own review or the way to write one, then the reviews a page at
 * a time, newest or most helpful first, each with 'Helpful' and Report. Everything a shopper
 * wrote is shown as plain text.
 */
export function ReviewsSection({ productId }: { productId: string }) {
  const server = useReviewsServer();
  const [logic] = useState(() => reviewsLogic(server));
  const [snapshot, send] = useMachine(logic, {
    input: { productId },
    inspect,
    systemId: 'reviews',
  });
  // The page as the server answered it (shop-api/reviews.ts); the machine reads only a part.
  const page = selectReviewPage(snapshot);
  const loadError = selectLoadError(snapshot);
  useEffect(() => {
    if (page) ratingRead(page.productId, page.rating);
  }, [page]);
  const sortId = useId();
  return (
    <LoadedSection
      id="reviews"
      heading={text.heading}
      loadingText={text.loading}
      loadFailedText={text.loadFailed}
      loaded={page}
      loadError={loadError}
      onRetry={() => send({ type: 'reviews.retry' })}
    >
      {(page) => (
        <>
          <RatingSummary page={page} />
          {reportHidReview(page, selectDone(snapshot)) && (
            <Notice status="info">{text.reportedHidden}</Notice>
          )}
          <ViewerPart page={page} onChanged={() => send({ type: 'reviews.changed' })} />
          {page.reviews.length > 0 && (
            <PagedList
              label={text.pagesLabel}
              page={page.page}
              pageCount={page.pageCount}
              busy={selectIsLoading(snapshot)}
              onPage={(next) => send({ type: 'reviews.page', page: next })}
              header={
                <Flex maxW="xs" direction="column" gap="1">
                  <chakra.label htmlFor={sortId} textStyle="sm" fontWeight="medium">
                    {text.sortLabel}
                  </chakra.label>
                  <NativeSelect
                    id={sortId}
                    value={page.sort}
                    onChange={(event) =>
                      send({ type: 'reviews.sort', sort: event.target.value as ReviewSort })
                    }
                  >
                    {(Object.keys(text.sorts) as ReviewSort[]).map((sort) => (
                      <option key={sort} value={sort}>
                        {text.sorts[sort]}
                      </option>
                    ))}
                  </NativeSelect>
                </Flex>
              }
            >
              {page.reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  page={page}
                  acting={selectActing(snapshot)}
                  failed={selectActionError(snapshot)}
                  done={selectDone(snapshot)}
                  onAct={(action) =>
                    send({
                      type: action.kind === 'helpful' ? 'review.helpful' : 'review.report',
                      reviewId: action.reviewId,
                    })
                  }
                />
              ))}
            </PagedList>
          )}
        </>
      )}
    </LoadedSection>
  );
}

/** The review the shopper just reported is hidden now: it left the list. */
const reportHidReview = (page: ReviewPage, done: ReviewAction | null) =>
  done?.kind === 'report' && !page.reviews.some((review) => review.id === done.reviewId);

/** The rating the shop's reviews give, and its reviews by stars; or that there are none yet. */
function RatingSummary({ page }: { page: ReviewPage }) {
  if (!page.rating) return <Text color="fg.muted">{text.noReviews}</Text>;
  const most = Math.max(1, ...page.breakdown.map((row) => row.count));
  return (
    <Stack gap="3">
      <Flex align="center" gap="3" wrap="wrap">
        <StarRating rating={page.rating.average} />
        <Text fontWeight="semibold">{text.summary(page.rating.average, page.rating.count)}</Text>
      </Flex>
      {page.reviewCount > 0 && (
        <Stack as="ul" aria-label={text.breakdownLabel} listStyleType="none" gap="1" maxW="sm">
          {page.breakdown.map((row) => (
            <Flex as="li" key={row.stars} align="center" gap="2" textStyle="sm">
              <Text as="span" srOnly>
                {text.breakdownRow(row.stars, row.count)}
              </Text>
              <Text as="span" w="8" aria-hidden="true">
                {text.starsShort(row.stars)}
              </Text>
              <Box flex="1" h="2" bg="bg.emphasized" rounded="full" aria-hidden="true">
                <Box h="full" w={`${(row.count / most) * 100}%`} bg="orange.600" rounded="full" />
              </Box>
              <Text as="span" w="8" textAlign="end" aria-hidden="true">
                {row.count}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The signed-in shopper's review (or the form for one), or why they cannot write one. */
function ViewerPart({ page, onChanged }: { page: ReviewPage; onChanged: () => void }) {
  const { pathname } = useLocation();
  if (!page.viewer) {
    return (
      <Box>
        <AppLink to={withReturnPath(path.login, `${pathname}#reviews`)}>
          {text.signInToReview}
        </AppLink>
      </Box>
    );
  }
  if (!page.viewer.mayReview) return <Text color="fg.muted">{text.onlyBuyers}</Text>;
  return <YourReview productId={page.productId} mine={page.viewer.mine} onChanged={onChanged} />;
}

interface ReviewItemProps {
  review: Review;
  page: ReviewPage;
  acting: ReviewAction | null;
  failed: { action: ReviewAction; error: unknown } | null;
  done: ReviewAction | null;
  onAct: (action: ReviewAction) => void;
}

/** One review: stars, title, who and when, the text as written, and what others can do. */
function ReviewItem({ review, page, acting, failed, done, onAct }: ReviewItemProps) {
  const mine = page.viewer?.mine?.id === review.id;
  const voted = page.viewer?.votedHelpful.includes(review.id) ?? false;
  const isThis = (action: ReviewAction | null, kind: ReviewAction['kind']) =>
    action?.reviewId === review.id && action.kind === kind;
  const failure = failed?.action.reviewId === review.id ? failed.error : null;
  return (
    <Stack as="li" gap="2" borderTopWidth="1px" pt="4">
      <StarRating rating={review.stars} />
      <Heading as="h3" size="md" wordBreak="break-word">
        {review.title}
      </Heading>
      <Flex align="center" gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
        <Text as="span">
          {text.byLine(review.author, formatDate(review.createdAt))}
          {review.editedAt && ` (${text.edited})`}
        </Text>
        <Badge colorPalette="green" variant="subtle">
          {text.verifiedPurchase}
        </Badge>
      </Flex>
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {review.body}
      </Text>
      {page.viewer && !mine && (
        <Flex align="center" gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            aria-pressed={voted}
            aria-label={text.helpfulLabel(review.helpfulCount, review.title)}
            disabled={voted}
            loading={isThis(acting, 'helpful')}
            onClick={() => onAct({ kind: 'helpful', reviewId: review.id })}
          >
            {text.helpful(review.helpfulCount)}
          </Button>
          {voted && (
            <Text as="span" textStyle="sm" color="fg.muted">
              {text.voted}
            </Text>
          )}
          {isThis(done, 'report') ? (
            <Text role="status" textStyle="sm">
              {text.reported}
            </Text>
          ) : (
            <InlineConfirm
              label={text.report}
              ariaLabel={text.reportLabel(review.title)}
              question={text.reportConfirm}
              confirmLabel={text.reportYes}
              keepLabel={text.reportNo}
              busy={isThis(acting, 'report')}
              onConfirm={() => onAct({ kind: 'report', reviewId: review.id })}
            />
          )}
        </Flex>
      )}
      {failure !== null && <Notice status="error">{failureMessage(failure)}</Notice>}
    </Stack>
  );
}
