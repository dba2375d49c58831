import { Badge, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { StaffMessage, StaffMessageFilter } from '#shop-api/messages.ts';
import { formatDateTime } from '#shop-api/dates.ts';
import { useRowList } from '#src/actors/use-row-list.ts';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import { StaffListBody, StaffPage } from '#src/features/staff/staff-page.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { staffMessagesText as text } from '#src/features/staff/text.ts';
import { useStaffServer } from '#src/features/staff/server.ts';

const filters = ['open', 'handled'] as const satisfies readonly StaffMessageFilter[];

/** Staff mark one message handled. */
interface MarkHandled {
  rowId: number;
}

/** Where the page says a message was marked: the list, as the message has left it. */
const MARKED_ID = 'staff-message-marked';

/**
 * The contact form's messages for staff (`/staff/messages`, record 0032): those waiting for an
 * answer, the longest waiting first, each with who wrote, when, and what, as plain text, and a
 * link to reply by e-mail; staff mark one handled and it moves to Handled. Each also reached the
 * shop's inbox. The server refuses anyone without the `staff` claim.
 */
export function StaffMessagesPage() {
  return (
    <StaffPage title={text.title} description={text.description}>
      <StaffMessages />
    </StaffPage>
  );
}

function StaffMessages() {
  const server = useStaffServer();
  const {
    rows: messages,
    loadError,
    filter,
    acting,
    failure,
    done,
    ...list
  } = useRowList<StaffMessage, MarkHandled, StaffMessageFilter>({
    systemId: 'staffMessages',
    filter: 'open',
    load: server.listStaffMessages,
    // Marked, it leaves the open list.
    act: async ({ rowId }) => (await server.markMessageHandled(rowId), null),
    doneId: () => MARKED_ID,
  });

  return (
    <StaffListBody
      id="staff-messages-filter"
      text={text}
      filters={filters}
      filter={filter}
      onFilterChange={list.changeFilter}
      rows={messages}
      loadError={loadError}
      onRetry={list.retry}
      left={done?.removed === true && { id: MARKED_ID, text: text.marked }}
    >
      {messages?.map((message) => (
        <StaffMessageRow
          key={message.id}
          message={message}
          busy={acting?.rowId === message.id}
          error={failure?.action.rowId === message.id ? failure.error : null}
          onMarkHandled={() => list.act({ rowId: message.id })}
        />
      ))}
    </StaffListBody>
  );
}

/** One message as staff see it: what the shopper wrote, as plain text, and what staff can do. */
function StaffMessageRow({
  message,
  busy,
  error,
  onMarkHandled,
}: {
  message: StaffMessage;
  busy: boolean;
  error: unknown;
  onMarkHandled: () => void;
}) {
  return (
    <Stack as="li" gap="2" borderBottomWidth="1px" py="4">
      <Heading as="h2" size="md" wordBreak="break-word">
        {message.subject}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {text.from(message.name, formatDateTime(message.receivedAt))}
      </Text>
      {/* What the shopper wrote, as text: React escapes it, and nothing reads it as HTML. */}
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {message.message}
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        <Link
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
        >
          {text.reply(message.email)}
        </Link>
        {message.handledAt ? (
          <Badge colorPalette="green" variant="subtle">
            {text.handledOn(formatDateTime(message.handledAt))}
          </Badge>
        ) : (
          <Button
            size="sm"
            variant="outline"
            loading={busy}
            aria-label={text.markHandledFor(message.subject)}
            onClick={onMarkHandled}
          >
            {text.markHandled}
          </Button>
        )}
      </Flex>
      {error !== null && (
        <Notice status="error" title={text.markFailed}>
          {failureMessage(error)}
        </Notice>
      )}
    </Stack>
  );
}
