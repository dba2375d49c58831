import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { questionsText as text } from '#src/features/questions/text.ts';

/**
 * A question's answers, set in under it, or "No answer yet." when it has none: on the product
 * page and on the staff's list of questions, each drawing its own answer (`children`).
 */
export function AnswerList<Answer extends { id: number }>({
  answers,
  children,
}: {
  answers: readonly Answer[];
  children: (answer: Answer) => ReactNode;
}) {
  if (answers.length === 0) return <Text color="fg.muted">{text.noAnswer}</Text>;
  return (
    <Stack
      as="ul"
      aria-label={text.answersLabel}
      listStyleType="none"
      gap="3"
      ps="4"
      borderStartWidth="2px"
    >
      {answers.map(children)}
    </Stack>
  );
}
