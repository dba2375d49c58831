/** The follow-up work the shop queues (server/jobs/queue.ts), each done by its handler. */
export type JobKind =
  /** The order's confirmation to the address it was placed with; subject: the order's number. */
  | 'order-confirmation'
  /** The e-mail saying an order's hold ends in a day (server/shop/orders.ts); its number. */
  | 'order-hold-reminder'
  /** The e-mail saying the shop cancelled an order whose hold ended; subject: its number. */
  | 'order-expired'
  /**
   * The e-mail saying an order changed state (staff moved it, or its shopper cancelled it);
   * subject: the change's event (order_events.id), so each change is its own job.
   */
  | 'order-changed'
  /** The e-mail telling a question's asker it has a new answer; subject: the answer's id. */
  | 'answer-posted'
  /** A back-in-stock e-mail; subject: the alert's id. */
  | 'back-in-stock'
  /** The note to the sender that their message arrived; subject: the message's id. */
  | 'contact-acknowledgement'
  /** The message itself, to the shop's inbox; subject: the message's id. */
  | 'contact-to-staff';
