import { ADMIN_MESSAGES, twoFactorCodeSchema, type AdminUser, type TwoFactorSetup } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, toast } from '@fresh-pouf/ui';
import { ConfirmDialog, useConfirm } from '@fresh-pouf/ui/confirm-dialog';
import { useState } from 'react';
import { failureToast } from '../../app/admin-toasts';
import { useConfirmTwoFactor } from './api/confirm-two-factor';
import { useDisableTwoFactor } from './api/disable-two-factor';
import { useSetupTwoFactor } from './api/setup-two-factor';

interface TwoFactorCardProps {
  user: AdminUser;
  onUserChange(user: AdminUser): void;
}

/** Off -> setup shown (QR, secret, backup codes) -> confirmed on; on -> disable with a code. */
export function TwoFactorCard({ user, onUserChange }: TwoFactorCardProps) {
  const [setupResult, setSetupResult] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  /** The checked code waiting for the user to confirm switching two-factor off. */
  const confirmOff = useConfirm<string>();
  const setup = useSetupTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: (result) => {
        setCode('');
        setSetupResult(result);
      },
    });

  /** The code, checked with the schema the server enforces (spec section 5's message when empty). */
  const needCode = (): string | null => {
    const parsed = twoFactorCodeSchema.safeParse({ token: code });
    if (parsed.success) return parsed.data.token;
    toast(failureToast('Validation Error', parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.codeRequiredSettings));
    return null;
  };

  const enable = () => {
    const value = needCode();
    if (!value) return;
    confirm.mutate(value, {
      onSuccess: (answer) => {
        onUserChange(answer ?? { ...user, twoFactorEnabled: true });
        setSetupResult(null);
        setCode('');
        toast({ title: '2FA Enabled', description: 'Two-factor authentication is now on for your account.' });
      },
    });
  };

  const askToTurnOff = () => {
    const value = needCode();
    if (value) confirmOff.ask(value);
  };

  const turnOff = (value: string) => {
    disable.mutate(value, {
      onSuccess: (answer) => {
        onUserChange(answer ?? { ...user, twoFactorEnabled: false });
        setCode('');
        toast({ title: '2FA Disabled', description: 'Two-factor authentication is now off for your account.' });
      },
    });
  };

  const codeField = (label: string) => (
    <FormField label={label}>
      {(control) => (
        <Input {...control} name="two-factor-code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      )}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-Factor Authentication</CardTitle>
        <CardDescription>
          {user.twoFactorEnabled
            ? 'Two-factor authentication is on: signing in needs a code from your authenticator app.'
            : 'Two-factor authentication is off. Turn it on to ask for a code from an authenticator app at every sign-in.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="fpa-stack">
        {user.twoFactorEnabled ? (
          <>
            {codeField('Code from your authenticator app or a backup code')}
            <div>
              <Button variant="outline" onClick={askToTurnOff} disabled={disable.isPending}>
                {disable.isPending ? 'Disabling...' : 'Disable Two-Factor Authentication'}
              </Button>
            </div>
          </>
        ) : setupResult ? (
          <>
            <img className="fpa-qr" src={setupResult.qrCodeUrl} alt="QR code for your authenticator app" width={200} height={200} />
            <p>
              Or enter this key by hand: <code data-testid="two-factor-secret">{setupResult.secret}</code>
            </p>
            <div>
              <p className="fpa-muted">Backup codes: each works once if you lose your device. Keep them somewhere safe.</p>
              <ul className="fpa-codes" aria-label="Backup codes">
                {setupResult.backupCodes.map((backup) => (
                  <li key={backup}>
                    <code>{backup}</code>
                  </li>
                ))}
              </ul>
            </div>
            {codeField('Verification code')}
            <div className="fpa-row">
              <Button onClick={enable} disabled={confirm.isPending}>
                {confirm.isPending ? 'Verifying...' : 'Verify and Enable'}
              </Button>
              <Button variant="outline" onClick={() => setSetupResult(null)}>
                Cancel
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button onClick={start} disabled={setup.isPending}>
              {setup.isPending ? 'Setting up...' : 'Set Up Two-Factor Authentication'}
            </Button>
          </div>
        )}
        <ConfirmDialog
          {...confirmOff.dialog}
          title="Disable two-factor authentication?"
          description="Signing in will need only your password until you set up two-factor authentication again."
          confirmLabel="Disable"
          onConfirm={() => confirmOff.subject && turnOff(confirmOff.subject)}
        />
      </CardContent>
    </Card>
  );
}
