import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReviewVisibility, StaffReview } from '#shop-api/reviews.ts';
import { formatDate } from '#shop-api/dates.ts';
import { useRowList } from '#src/actors/use-row-list.ts';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import { StarRating } from '#src/components/product/star-rating.tsx';
import { StaffListBody, StaffPage } from '#src/features/staff/staff-page.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { InlineConfirm } from '#src/components/ui/inline-confirm.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { staffReviewsText as text } from '#src/features/staff/text.ts';
import { href } from '#src/routing/paths.ts';
import { useStaffServer } from '#src/features/staff/server.ts';
import { namesOf, useStaffProducts } from '#src/features/staff/use-staff-products.ts';

const filters = ['reported', 'hidden', 'shown'] as const satisfies readonly ReviewVisibility[];
/** What staff may decide, in the order the row offers it: a reported review takes either. */
const moderations = ['shown', 'hidden'] as const;

/** What staff decide about one review. */
interface Moderation {
  rowId: number;
  visibility: (typeof moderations)[number];
}

const statusId = (reviewId: number) => `moderated-${reviewId}`;

/**
 * The staff's review moderation (`/staff/reviews`, docs/decisions/0030-reviews.md): reviews by
 * visibility, reported ones first (hidden by shoppers' reports until staff look), each with its
 * product, stars, words as plain text, author, date and reports; staff show one again or hide it,
 * each after a question in place. The server refuses anyone without the `staff` claim.
 */
export function StaffReviewsPage() {
  return (
    <StaffPage title={text.title} description={text.description}>
      <StaffReviews />
    </StaffPage>
  );
}

function StaffReviews() {
  const server = useStaffServer();
  const names = namesOf(useStaffProducts());
  const {
    rows: reviews,
    loadError,
    filter,
    acting,
    failure,
    done,
    ...list
  } = useRowList<StaffReview, Moderation, (typeof filters)[number]>({
    systemId: 'staffReviews',
    filter: 'reported',
    load: server.listStaffReviews,
    act: ({ rowId, visibility }) => server.moderateReview(rowId, visibility),
    doneId: ({ rowId }) => statusId(rowId),
  });

  return (
    <StaffListBody
      id="staff-reviews-filter"
      text={text}
      filters={filters}
      filter={filter}
      onFilterChange={list.changeFilter}
      rows={reviews}
      loadError={loadError}
      onRetry={list.retry}
    >
      {reviews?.map((review) => (
        <StaffReviewRow
          key={review.id}
          review={review}
          productName={names[review.productId] ?? review.productId}
          busy={acting?.rowId === review.id ? acting.visibility : null}
          error={failure?.action.rowId === review.id ? failure.error : null}
          moderated={done?.rowId === review.id}
          onModerate={(visibility) => list.act({ rowId: review.id, visibility })}
        />
      ))}
    </StaffListBody>
  );
}

interface StaffReviewRowProps {
  review: StaffReview;
  productName: string;
  /** The moderation the server is making of this review now. */
  busy: Moderation['visibility'] | null;
  /** Why this review's last moderation failed. */
  error: unknown;
  /** The server has just moderated this review: the row says what it is now. */
  moderated: boolean;
  onModerate: (visibility: Moderation['visibility']) => void;
}

/** One review as staff see it: what the shopper wrote, as plain text, and what staff can do. */
function StaffReviewRow({
  review,
  productName,
  busy,
  error,
  moderated,
  onModerate,
}: StaffReviewRowProps) {
  return (
    <Stack as="li" gap="2" borderBottomWidth="1px" py="4">
      <Flex gap="2" align="center" wrap="wrap">
        <AppLink to={href('product', { productId: review.productId })}>{productName}</AppLink>
        <Badge colorPalette={review.visibility === 'shown' ? 'green' : 'red'} variant="subtle">
          {text.visibility[review.visibility]}
        </Badge>
        <Text as="span" textStyle="sm" color="fg.muted">
          {text.reports(review.reportCount)}
        </Text>
      </Flex>
      <StarRating rating={review.stars} />
      <Heading as="h2" size="md" wordBreak="break-word">
        {review.title}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {text.byLine(review.author, formatDate(review.createdAt))}
        {review.editedAt && ` (${text.edited})`}
      </Text>
      {/* What the shopper wrote, as text: React escapes it, and nothing reads it as HTML. */}
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {review.body}
      </Text>
      {moderated && (
        <Text id={statusId(review.id)} role="status" tabIndex={-1} fontWeight="medium">
          {text.moderated[review.visibility]}
        </Text>
      )}
      {/* Keyed by the visibility: once the server changed it, the other question starts closed. */}
      <Flex key={review.visibility} gap="2" wrap="wrap" align="center">
        {moderations
          .filter((visibility) => visibility !== review.visibility)
          .map((visibility) => {
            const words = text.moderate[visibility];
            return (
              <InlineConfirm
                key={visibility}
                label={words.label}
                ariaLabel={words.ariaLabel(review.title)}
                question={words.question}
                confirmLabel={words.yes}
                keepLabel={text.keep}
                busy={busy === visibility}
                onConfirm={() => onModerate(visibility)}
              />
            );
          })}
      </Flex>
      {error !== null && (
        <Notice status="error" title={text.moderationFailed}>
          {failureMessage(error)}
        </Notice>
      )}
    </Stack>
  );
}
