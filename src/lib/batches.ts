/**
 * Runs `batch` (which handles at most `batchSize` rows and answers how many it did) until one comes
 * back short: what is left is then done. Answers the total. The jobs' sweeps work this way so one
 * run never holds a long transaction.
 */
export async function drainInBatches(batchSize: number, batch: () => Promise<number>): Promise<number> {
  let total = 0;
  let done;
  do {
    done = await batch();
    total += done;
  } while (done === batchSize);
  return total;
}
