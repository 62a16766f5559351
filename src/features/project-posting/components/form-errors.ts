/** The message for a field or anything under it ("requiredSkillIds.1" shows on requiredSkillIds). */
export function errorAt(errors: Record<string, string>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return nested === undefined ? undefined : errors[nested];
}

export type SectionProps<S> = { state: S; set: (patch: Partial<S>) => void; errors: Record<string, string> };
