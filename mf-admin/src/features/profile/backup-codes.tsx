import { Button, CopyIcon, DownloadIcon, toast } from '@fresh-pouf/ui';
import { useState } from 'react';
import { downloadBlob } from '../../lib/download-response';

const FILE_NAME = 'fresh-pouf-backup-codes.txt';

/** The ten backup codes in a grid, with the two ways to keep them: the clipboard or a file. */
export function BackupCodes({ codes, username }: { codes: readonly string[]; username: string }) {
  const [copied, setCopied] = useState(false);
  const text = `Fresh Pouf admin backup codes for ${username}\nEach works once, in place of a code from your authenticator app.\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      toast({ title: 'Backup codes copied', description: 'Paste them somewhere safe, such as your password manager.' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Your browser refused the clipboard. Download the codes instead.',
        variant: 'destructive',
      });
    }
  };

  const download = () => downloadBlob(new Blob([text], { type: 'text/plain' }), FILE_NAME);

  return (
    <section className="fpa-backup" aria-labelledby="fpa-backup-title">
      <h3 id="fpa-backup-title" className="fpa-subtitle">
        Backup codes
      </h3>
      <p className="fpa-muted">
        Each works once if you lose your device. Keep them somewhere safe: they are shown only now.
      </p>
      <ol className="fpa-codes" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="fpa-row">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <CopyIcon size={16} />
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <DownloadIcon size={16} />
          Download codes
        </Button>
      </div>
    </section>
  );
}
