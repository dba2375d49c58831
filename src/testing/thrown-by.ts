/** What `promise` rejects with (a loader's thrown response, say); fails the test if it resolves. */
export async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (thrown) {
    return thrown;
  }
  throw new Error('expected the promise to reject');
}
