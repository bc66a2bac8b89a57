// The module installer's answers as the admin API sends them (GET /module/<uid>, an update's 409):
// written once for the installer that builds them and the marketplace screen that shows them.

/** The spec's installer states. */
export type InstallState = 'init' | 'download' | 'install' | 'installed' | 'disabled' | 'unknown';

/** An update's file conflict: keep the administrator's screen, or back it up and install the new one. */
export type FileChoice = 'backup' | 'keep';
/** An update's dependency conflict: install the version the new one needs, or stop the update. */
export type DependencyChoice = 'overwrite' | 'keep';

export interface FileConflict {
  kind: 'file';
  screen: string;
  choices: FileChoice[];
}

export interface DependencyConflict {
  kind: 'dependency';
  uid: string;
  installed: string;
  needed: string;
  /** Other modules whose ranges the needed version would break. */
  neededBy: string[];
  choices: DependencyChoice[];
}

export type Conflict = FileConflict | DependencyConflict;

/** A conflict's chosen resolution, recorded on the module's row. */
export interface Resolution {
  kind: 'file' | 'dependency';
  name: string;
  choice: FileChoice | DependencyChoice;
  backup?: string;
  at: number;
}

/** A module this version needs, with its own state and progress (a dependency install to watch). */
export interface DependencyProgress {
  uid: string;
  state: InstallState;
  progress: number;
  error: string | null;
}

export interface ModuleStatus {
  uid: string;
  /** The module's bilingual title as its manifest gives it (absent until it was met). */
  title: unknown;
  state: InstallState;
  step: string;
  progress: number;
  version: string;
  targetVersion: string;
  previousVersion: string;
  /** Why the last run failed, in the caller's language (null when it did not). */
  error: string | null;
  problems: string[];
  resolutions: Resolution[];
  dependencies: DependencyProgress[];
  bundle: { url: string; integrity: string } | null;
}
