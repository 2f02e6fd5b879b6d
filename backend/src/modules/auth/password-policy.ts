import { Injectable } from '@nestjs/common';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AuthMessages } from '@dct/contracts';
import { InvalidFieldsError } from '../../common/domain-errors';
import { compiledTaskFile, workerTask } from '../../infra/worker-pool/worker-task';
import { WorkerPool, WorkerTaskError } from '../../infra/worker-pool/worker-pool.service';

/**
 * Refuses passwords that attackers try first: common and breached passwords, keyboard walks,
 * repeats and the owner's own name or address (zxcvbn-ts with its common dictionary). The
 * dictionary lives on the server only; no page downloads it.
 */
let estimator: ZxcvbnFactory | undefined;

/** zxcvbn's scale: 0 and 1 fall to an online attack within hours; 2 needs about a million guesses and more. */
const MIN_SCORE = 2;
/**
 * zxcvbn's cost grows faster than the length (a 200-character pattern takes 0.4 s): only the
 * first characters are judged. A password whose first 64 are hard to guess is hard to guess.
 */
export const CHECKED_CHARACTERS = 64;

export function isGuessablePassword(password: string, userInputs: string[] = []): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(Array.from(password).slice(0, CHECKED_CHARACTERS).join(''), userInputs).score < MIN_SCORE;
}

/** The worker-thread task: the check costs tens of milliseconds, too much for the request thread. */
export function guessable(input: { password: string; userInputs: string[] }): boolean {
  return isGuessablePassword(input.password, input.userInputs);
}

const GUESSABLE_TASK = workerTask<{ password: string; userInputs: string[] }, boolean>(compiledTaskFile(__dirname, 'password-policy'), 'guessable', 10_000);

/** The owner's own words a password must not lean on: their name and address, whole and in parts. */
const ownWords = (owner: { name: string; email: string }) =>
  [owner.name, owner.email, ...owner.name.split(/\s+/), ...owner.email.split(/[@.]/)].filter((input) => input.length > 2);

/** The strength check, run in a worker thread. */
@Injectable()
export class PasswordPolicy {
  constructor(private readonly pool: WorkerPool) {}

  async assertHardToGuess(password: string, owner: { name: string; email: string }, field: string): Promise<void> {
    if (await this.isGuessable(password, owner)) throw new InvalidFieldsError({ [field]: [AuthMessages.passwordTooGuessable] });
  }

  private async isGuessable(password: string, owner: { name: string; email: string }): Promise<boolean> {
    try {
      return await this.pool.run(GUESSABLE_TASK, { password, userInputs: ownWords(owner) });
    } catch (error) {
      // The check reads at most CHECKED_CHARACTERS: running out of time is the server's load, not the
      // password's fault, so the owner is told to try again (503) rather than that the input was too much (422).
      if (error instanceof WorkerTaskError && error.failure === 'timeout') throw new WorkerTaskError('busy', error.message);
      throw error;
    }
  }
}
