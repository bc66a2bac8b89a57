import { useEffect, useState } from 'react';
import { Button, Card, Result, Space, Spin, Typography } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { sendWxmpMsg, wxLogin, wxmpLoginInfo } from '../../../api/user';
import { tokenAtom, userInfoAtom } from '../../state/session';
import { parseQrCheck } from '../home/qr-login-model';
import BarePage from '../../layout/BarePage';

type Phase = 'checking' | 'login-first' | 'ready' | 'confirming' | 'done' | 'cancelled' | 'invalid';

/**
 * /official-account-login-confirm?scene=…: the phone side of QR login. A signed-in phone tells
 * the server it has scanned (the PC then shows "scanned"), and confirms or cancels the login.
 */
export default function OfficialAccountLoginConfirmPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const scene = useSearchParams()[0].get('scene') ?? '';
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userInfoAtom);
  const [phase, setPhase] = useState<Phase>('checking');

  useEffect(() => {
    let live = true;
    const settle = (next: Phase) => live && setPhase(next);
    (async () => {
      if (!scene) return settle('invalid');
      const info = parseQrCheck(await wxmpLoginInfo({ scene }).catch(() => undefined));
      if (!info || (info.status !== 'pending' && info.status !== 'scanned')) return settle('invalid');
      if (!token) return settle('login-first');
      await sendWxmpMsg({ scene })
        .then(() => settle('ready'))
        .catch(() => settle('invalid'));
    })();
    return () => {
      live = false;
    };
  }, [scene, token]);

  const confirm = async () => {
    setPhase('confirming');
    await wxLogin({ scene })
      .then(() => setPhase('done'))
      .catch(() => setPhase('invalid'));
  };

  const loginFirst = () => {
    const back = `${location.pathname}${location.search}`;
    navigate(`/home?${new URLSearchParams({ type: 'login', redirect: back })}`);
  };

  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  return (
    <BarePage>
      <Card className="chis-card" style={{ maxWidth: 480, margin: '24px auto' }} data-testid="qr-confirm">
      {/* antd's Result drops data-* attributes, so the phase is marked on a wrapper. */}
      <div data-testid={`qr-confirm-${phase}`}>
        {phase === 'checking' || phase === 'confirming' ? (
          <div style={{ textAlign: 'center', padding: 48 }}>
            <Spin />
          </div>
        ) : phase === 'invalid' ? (
          <Result
            status="warning"
            title={text('official-account-login-confirm.invalid')}
            subTitle={text('official-account-login-confirm.invalidText')}
          />
        ) : phase === 'login-first' ? (
          <Result
            icon={<DesktopOutlined style={{ color: '#0b6478' }} />}
            title={text('official-account-login-confirm.loginFirst')}
            subTitle={text('official-account-login-confirm.loginFirstText')}
            extra={
              <Button type="primary" onClick={loginFirst} data-testid="qr-confirm-login">
                {text('official-account-login-confirm.login')}
              </Button>
            }
          />
        ) : phase === 'done' ? (
          <Result
            status="success"
            title={text('official-account-login-confirm.done')}
            subTitle={text('official-account-login-confirm.doneText')}
          />
        ) : phase === 'cancelled' ? (
          <Result status="info" title={text('official-account-login-confirm.cancelled')} />
        ) : (
          <Result
            icon={<DesktopOutlined style={{ color: '#0b6478' }} />}
            title={text('official-account-login-confirm.title')}
            subTitle={
              <Typography.Text type="secondary">
                {text('official-account-login-confirm.who', { name: user?.nickName || user?.userName || '' })}
              </Typography.Text>
            }
            extra={
              <Space direction="vertical" style={{ width: 240 }}>
                <Button type="primary" size="large" block onClick={() => void confirm()} data-testid="qr-confirm-ok">
                  {text('official-account-login-confirm.confirm')}
                </Button>
                <Button size="large" block onClick={() => setPhase('cancelled')} data-testid="qr-confirm-cancel">
                  {text('official-account-login-confirm.cancel')}
                </Button>
              </Space>
            }
          />
        )}
        </div>
      </Card>
    </BarePage>
  );
}
