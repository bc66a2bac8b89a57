// One problem = one printed line `file:/json/pointer: message`, so editors and CI can jump to it.

export interface Problem {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** JSON pointer inside the file ('' = the whole document). */
  pointer: string;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.pointer}: ${problem.message}`;
}

/** Sorted by file, then pointer, then message, so the output is stable whatever order checks ran in. */
export function sortProblems(problems: Problem[]): Problem[] {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...problems].sort((a, b) => compare(a.file, b.file) || compare(a.pointer, b.pointer) || compare(a.message, b.message));
}

/** Collects problems for one file, so checks only name the pointer. */
export class ProblemSink {
  readonly problems: Problem[] = [];

  report(file: string, pointer: string, message: string): void {
    this.problems.push({ file, pointer, message });
  }

  countFor(file: string): number {
    return this.problems.filter((p) => p.file === file).length;
  }
}
