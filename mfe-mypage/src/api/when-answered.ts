/**
 * For a mutation's `onQueryStarted`: waits for the API's answer and hands it to `store` (to put it in
 * the cache of the query that shows it). A refusal is left to the form or page that sent the
 * mutation: it shows the error.
 */
export async function whenAnswered<T>(queryFulfilled: Promise<{ data: T }>, store: (data: T) => void): Promise<void> {
  try {
    store((await queryFulfilled).data);
  } catch {
    // The form or page that sent the mutation shows the error.
  }
}
