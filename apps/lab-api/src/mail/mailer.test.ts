import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalMailer } from './mailer.js';

describe('LocalMailer', () => {
  it('keeps mails in memory and writes each one to the folder, readable by the owner only', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'loci-mail-'));
    try {
      const mailer = new LocalMailer({ folder, capacity: 2 });
      await mailer.send({ to: 'a@loci.test', subject: 'One', text: 'first' });
      await mailer.send({ to: 'b@loci.test', subject: 'Two', text: 'second' });
      await mailer.send({ to: 'A@loci.test', subject: 'Three', text: 'third' });
      expect(mailer.outbox.map((mail) => mail.subject)).toEqual(['Two', 'Three']);
      expect(mailer.lastMailTo('a@loci.test')?.text).toBe('third');
      const files = await readdir(folder);
      expect(files).toHaveLength(3);
      const contents = await Promise.all(
        files.map((file) => readFile(path.join(folder, file), 'utf8')),
      );
      expect(contents.join('\n')).toContain('Subject: Three');
      expect((await stat(path.join(folder, files[0]!))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
