import { useCallback, useEffect, useState } from 'react';
import { Button, Result, Spin, Typography } from 'antd';
import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { wxmpLogin, wxmpLoginCheck, type LoginResult } from '../../../api/user';
import { parseQrCheck, parseQrTicket, type QrTicket } from './qr-login-model';

/** How often the page asks whether the phone has confirmed (the brief: every 2 s). */
export const QR_POLL_MS = 2_000;

type State =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'waiting' | 'scanned'; ticket: QrTicket }
  | { phase: 'expired'; ticket: QrTicket };

/**
 * QR login: shows the server's QR image and polls until the phone confirms (then logs in) or the
 * code expires (then offers a fresh one).
 */
export default function QrLogin({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const intl = useIntl();
  const [state, setState] = useState<State>({ phase: 'loading' });

  const issue = useCallback(async () => {
    setState({ phase: 'loading' });
    try {
      setState({ phase: 'waiting', ticket: parseQrTicket(await wxmpLogin()) });
    } catch {
      setState({ phase: 'failed' });
    }
  }, []);

  useEffect(() => {
    // The first ticket is fetched once the tab opens; later ones on "refresh".
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void issue();
  }, [issue]);

  const polling = state.phase === 'waiting' || state.phase === 'scanned' ? state.ticket : undefined;
  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    const timer = setInterval(async () => {
      const check = parseQrCheck(await wxmpLoginCheck({ scene: polling.scene }).catch(() => undefined));
      if (stopped || !check) return;
      if (check.status === 'confirmed' && check.session) {
        stopped = true;
        clearInterval(timer);
        onLoggedIn(check.session);
      } else if (check.status === 'expired' || check.status === 'consumed') {
        setState({ phase: 'expired', ticket: polling });
      } else if (check.status === 'scanned') {
        setState({ phase: 'scanned', ticket: polling });
      }
    }, QR_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [polling, onLoggedIn]);

  if (state.phase === 'loading') {
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin tip={intl.formatMessage({ id: 'home.qr.loading' })}>
          <div style={{ height: 120 }} />
        </Spin>
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <Result
        status="warning"
        title={intl.formatMessage({ id: 'home.qr.failed' })}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void issue()}>
            {intl.formatMessage({ id: 'home.qr.refresh' })}
          </Button>
        }
      />
    );
  }

  const expired = state.phase === 'expired';
  return (
    <div style={{ textAlign: 'center' }} data-testid="qr-login">
      <div style={{ position: 'relative', display: 'inline-block', padding: 8, border: '1px solid #e8ecf0', borderRadius: 8 }}>
        <img src={state.ticket.image} alt="QR" width={188} height={188} data-testid="qr-login-image" style={{ display: 'block', opacity: expired ? 0.15 : 1 }} />
        {expired && (
          <div style={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12 }}>
            <Typography.Text strong>{intl.formatMessage({ id: 'home.qr.expired' })}</Typography.Text>
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => void issue()} data-testid="qr-login-refresh">
              {intl.formatMessage({ id: 'home.qr.refresh' })}
            </Button>
          </div>
        )}
      </div>
      <Typography.Paragraph style={{ marginTop: 12 }} data-testid="qr-login-status">
        {state.phase === 'scanned' ? (
          <>
            <CheckCircleFilled style={{ color: '#52c41a', marginInlineEnd: 6 }} />
            {intl.formatMessage({ id: 'home.qr.scanned' })}
          </>
        ) : (
          !expired && intl.formatMessage({ id: 'home.qr.waiting' })
        )}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {intl.formatMessage({ id: 'home.qr.hint' })}
      </Typography.Paragraph>
    </div>
  );
}
