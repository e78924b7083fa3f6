import { ApiRequestError } from '@fresh-pouf/api-client';
import { ADMIN_MESSAGES, twoFactorCodeSchema, type AdminUser, type TwoFactorSetup } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@fresh-pouf/ui';
import { ConfirmDialog, useConfirm } from '@fresh-pouf/ui/confirm-dialog';
import { useEffect, useRef, useState } from 'react';
import { failureToast } from '../../app/admin-toasts';
import { CodeField } from '../../components/code-field';
import { BackupCodes } from './backup-codes';
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
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const codeInput = useRef<HTMLInputElement>(null);
  // Each step replaces the button that started it: focus goes to what the step shows next.
  const stateLine = useRef<HTMLParagraphElement>(null);
  const setupHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'state' | 'setup' | null>(null);
  const setFocusNext = (target: 'state' | 'setup') => {
    focusNext.current = target;
  };
  // After the render that the step's own state change causes, once the new view is there.
  useEffect(() => {
    if (focusNext.current === null) return;
    (focusNext.current === 'state' ? stateLine : setupHeading).current?.focus();
    focusNext.current = null;
  });
  /** The checked code waiting for the user to confirm switching two-factor off. */
  const confirmOff = useConfirm<string>();
  const setup = useSetupTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: (result) => {
        setCode('');
        setProblem(undefined);
        setSetupResult(result);
        setFocusNext('setup');
      },
    });

  /** The code, checked with the schema the server enforces (docs/product/staff-area.md#two-factor-setup for the message when empty). */
  const needCode = (): string | null => {
    const parsed = twoFactorCodeSchema.safeParse({ token: code });
    if (parsed.success) return parsed.data.token;
    const message = parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.codeRequiredSettings;
    toast(failureToast('Validation Error', message));
    refused(message);
    return null;
  };

  /** A refused code: the reason under the field, and the keyboard back on it for another. */
  const refused = (message: string) => {
    setProblem(message);
    codeInput.current?.focus();
  };
  const refusedBy = (fallback: string) => (error: unknown) => {
    setCode('');
    refused((error instanceof ApiRequestError ? error.serverMessage : undefined) ?? fallback);
  };

  const enable = () => {
    const value = needCode();
    if (!value) return;
    confirm.mutate(value, {
      onSuccess: (answer) => {
        onUserChange(answer ?? { ...user, twoFactorEnabled: true });
        setSetupResult(null);
        setCode('');
        setProblem(undefined);
        toast({ title: '2FA Enabled', description: 'Two-factor authentication is now on for your account.' });
        setFocusNext('state');
      },
      onError: refusedBy('Failed to confirm 2FA'),
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
        setProblem(undefined);
        toast({ title: '2FA Disabled', description: 'Two-factor authentication is now off for your account.' });
        setFocusNext('state');
      },
      onError: refusedBy('Failed to disable 2FA'),
    });
  };

  const codeField = (label: string, allowBackup: boolean) => (
    <CodeField
      label={label}
      value={code}
      onChange={(value) => {
        setCode(value);
        setProblem(undefined);
      }}
      error={problem}
      allowBackup={allowBackup}
      inputRef={codeInput}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-Factor Authentication</CardTitle>
        <CardDescription ref={stateLine} tabIndex={-1} className="fpa-focus-target">
          {user.twoFactorEnabled
            ? 'Two-factor authentication is on: signing in needs a code from your authenticator app.'
            : 'Two-factor authentication is off. Turn it on to ask for a code from an authenticator app at every sign-in.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="fpa-stack">
        {user.twoFactorEnabled ? (
          <>
            {codeField('Code from your authenticator app', true)}
            <div>
              <Button variant="outline" onClick={askToTurnOff} disabled={disable.isPending}>
                {disable.isPending ? 'Disabling...' : 'Disable Two-Factor Authentication'}
              </Button>
            </div>
          </>
        ) : setupResult ? (
          <>
            <h3 ref={setupHeading} tabIndex={-1} className="fpa-subtitle fpa-focus-target">
              Scan this QR code with your authenticator app
            </h3>
            <img
              className="fpa-qr"
              src={setupResult.qrCodeUrl}
              alt="QR code for your authenticator app"
              width={200}
              height={200}
            />
            <p className="fpa-break">
              Or enter this key by hand: <code data-testid="two-factor-secret">{setupResult.secret}</code>
            </p>
            <BackupCodes codes={setupResult.backupCodes} username={user.username} />
            {codeField('Verification code', false)}
            <div className="fpa-row">
              <Button onClick={enable} disabled={confirm.isPending}>
                {confirm.isPending ? 'Verifying...' : 'Verify and Enable'}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setSetupResult(null);
                  setProblem(undefined);
                  setFocusNext('state');
                }}
              >
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
