import { useEffect, useState } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { mailConfirm } from '../../../api/user';
import BarePage from '../../layout/BarePage';

// The link is single-use: a second call with the same token fails. React may run the effect twice
// (StrictMode, a remount), so every mount for one token shares the first call's answer.
const confirmations = new Map<string, Promise<unknown>>();

function confirmOnce(token: string): Promise<unknown> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = mailConfirm({ token });
    confirmations.set(token, pending);
  }
  return pending;
}

type State = { phase: 'confirming' } | { phase: 'done'; username: string } | { phase: 'failed'; reason: string };

/** /email-register-confirm?token=…: opens the one-time link of the trial mail, activating the account. */
export default function EmailRegisterConfirmPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>({ phase: 'confirming' });
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    let live = true;
    const settle = (next: State) => live && setState(next);
    if (!token) {
      settle({ phase: 'failed', reason: '' });
    } else {
      confirmOnce(token)
        .then((content) => {
          const username = (content as { username?: unknown } | null)?.username;
          settle({ phase: 'done', username: typeof username === 'string' ? username : '' });
        })
        .catch((error: unknown) => settle({ phase: 'failed', reason: error instanceof Error ? error.message : '' }));
    }
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <BarePage>
      <Card className="chis-card chis-page-narrow" style={{ marginTop: 24 }} data-testid="email-register-confirm">
      {/* antd's Result drops data-* attributes, so the outcome is marked on a wrapper. */}
      <div data-testid={`email-register-confirm-${state.phase}`}>
        {state.phase === 'confirming' ? (
          <Result icon={<Spin size="large" />} title={text('email-register-confirm.confirming')} />
        ) : state.phase === 'done' ? (
          <Result
            status="success"
            title={text('email-register-confirm.done')}
            subTitle={text('email-register-confirm.doneText', { account: state.username })}
            extra={
              <Button type="primary" onClick={() => navigate('/home?type=login')} data-testid="email-register-confirm-login">
                {text('email-register-confirm.login')}
              </Button>
            }
          />
        ) : (
          <Result
            status="error"
            title={text('email-register-confirm.failed')}
            subTitle={state.reason || text('email-register-confirm.failedText')}
            extra={[
              <Button type="primary" key="apply" onClick={() => navigate('/account-apply')}>
                {text('email-register-confirm.apply')}
              </Button>,
              <Button key="support" onClick={() => navigate('/service-and-support')}>
                {text('email-register-confirm.support')}
              </Button>,
            ]}
          />
        )}
        </div>
      </Card>
    </BarePage>
  );
}
