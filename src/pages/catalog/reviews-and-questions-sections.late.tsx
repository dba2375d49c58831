import { QuestionsSection } from '#src/features/questions/questions-section.tsx';
import { ReviewsSection } from '#src/features/reviews/reviews-section.tsx';

/** A product's reviews, then its questions: one piece of code, loaded once the page has started. */
export function ReviewsAndQuestionsSections({ productId }: { productId: string }) {
  return (
    <>
      <ReviewsSection productId={productId} />
      <QuestionsSection productId={productId} />
    </>
  );
}
