import { notFound } from "next/navigation";

import { AppError } from "./errors";

/**
 * A page's read through a service: the service's 404 (unknown, or not this actor's to see) becomes
 * the page's 404; any other failure stays a failure.
 */
export function orPageNotFound<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
}
