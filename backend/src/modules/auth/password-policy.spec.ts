import { toErrorBody } from '../../common/all-exceptions.filter';
import { WorkerTaskError, type WorkerPool } from '../../infra/worker-pool/worker-pool.service';
import { PasswordPolicy } from './password-policy';

const owner = { name: 'Dana Reyes', email: 'dana@example.test' };
const policyWhosePool = (run: () => Promise<boolean>) => new PasswordPolicy({ run } as unknown as WorkerPool);

describe('PasswordPolicy', () => {
  it('answers a check that ran out of time as busy (503, try again), not as input too complex (422)', async () => {
    const failure = await policyWhosePool(() => Promise.reject(new WorkerTaskError('timeout', 'Task took longer than 10000 ms')))
      .assertHardToGuess('correct horse battery', owner, 'password')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkerTaskError);
    expect((failure as WorkerTaskError).failure).toBe('busy');
    expect(toErrorBody(failure)?.statusCode).toBe(503);
  });

  it('refuses a guessable password and accepts a hard one as the worker says', async () => {
    await expect(policyWhosePool(() => Promise.resolve(true)).assertHardToGuess('password1', owner, 'password')).rejects.toThrow();
    await expect(policyWhosePool(() => Promise.resolve(false)).assertHardToGuess('correct horse battery', owner, 'password')).resolves.toBeUndefined();
  });

  it('passes other failures on as they are', async () => {
    const failed = new WorkerTaskError('failed', 'The task threw');
    await expect(policyWhosePool(() => Promise.reject(failed)).assertHardToGuess('x', owner, 'password')).rejects.toBe(failed);
  });
});
