// The order dialog (spec §5: free download and updates for one year, no 7-day refund for virtual
// products; payment by points, balance or WeChat): the buyer's account and what it holds, the way to
// pay, the terms and the agreement tick that must be given before anything is sent. One idempotency
// key per opening, so a double click or a retry charges once. WeChat shows the sandbox's QR code and
// follows the order until it is paid.
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Modal, Radio, Space, Spin, Typography } from 'antd';
import { ApiError } from '../../../api/types';
import { newIdempotencyKey } from '../../../shared/idempotency-key';
import { useLabelText } from '../titles';
import { buyerSession, installerApi, marketApi, type BuyerAccount, type BuyResult, type CatalogueModule, type Order, type Pay } from './api';
import { failureText, priceText, useMarketText, yuan } from './text';

/** How often a pending WeChat order is asked about (the sandbox confirms within seconds). */
const WECHAT_POLL_MS = 1500;

function payChoices(module: CatalogueModule): Pay[] {
  return [...(module.price.points ? (['points'] as const) : []), ...(module.price.balance ? (['balance', 'wechat'] as const) : [])];
}

export interface OrderDialogProps {
  module: CatalogueModule;
  onPaid: (order: Order) => void;
  /** The buyer is not signed in (or the token expired): sign in, then open the dialog again. */
  onSignIn: () => void;
  onCancel: () => void;
}

export function OrderDialog({ module, onPaid, onSignIn, onCancel }: OrderDialogProps) {
  const t = useMarketText();
  const label = useLabelText();
  const choices = payChoices(module);
  const [account, setAccount] = useState<BuyerAccount | null>(null);
  const [pay, setPay] = useState<Pay>(choices[0] ?? 'points');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wechat, setWechat] = useState<BuyResult | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);

  useEffect(() => {
    let live = true;
    marketApi.account().then(
      (found) => live && setAccount(found),
      (failure: unknown) => {
        if (!live) return;
        if (failure instanceof ApiError && failure.code === 401) onSignIn();
        else setError(failureText(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [onSignIn]);

  // A pending WeChat order: asked about until the phone's confirmation makes it paid.
  const pendingSn = wechat?.order.status === 'pending' ? wechat.order.orderSn : null;
  useEffect(() => {
    if (!pendingSn) return;
    const timer = setInterval(() => {
      marketApi.order(pendingSn).then((order) => order.status === 'paid' && onPaid(order), () => undefined);
    }, WECHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [pendingSn, onPaid]);

  const submit = async () => {
    if (!agreed) return setError(t('admin.market.order.mustAgree'));
    setBusy(true);
    setError(null);
    try {
      const result = await installerApi.buy(module.uid, pay, idempotencyKey);
      if (result.order.status === 'paid') onPaid(result.order);
      else setWechat(result);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 401) return onSignIn();
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const switchAccount = () => {
    buyerSession.clear();
    onSignIn();
  };

  return (
    <Modal
      open
      title={t('admin.market.order.title', { title: label(module.title) })}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        wechat ? null : (
          <Button type="primary" loading={busy} disabled={!account} onClick={() => void submit()} data-testid="market-order-submit">
            {t('admin.market.order.submit')}
          </Button>
        )
      }
      data-testid="market-order-dialog"
    >
      {!account && !error && <Spin />}
      {account && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('admin.market.price')}>{priceText(module.price, t)}</Descriptions.Item>
          </Descriptions>
          <Typography.Text data-testid="market-order-account">
            {t('admin.market.order.account', { username: account.username, points: account.points, yuan: yuan(account.balance) })}{' '}
            <Button type="link" size="small" onClick={switchAccount}>
              {t('admin.market.order.switchAccount')}
            </Button>
          </Typography.Text>
          {wechat?.wechat ? (
            <Space direction="vertical" align="center" style={{ width: '100%' }} data-testid="market-order-wechat">
              <img src={wechat.wechat.qrCode} width={200} height={200} alt={t('admin.market.order.payWechat')} />
              <Typography.Text>{t('admin.market.order.wechatScan')}</Typography.Text>
              <Typography.Text type="secondary">
                <Spin size="small" /> {t('admin.market.order.wechatWaiting')}
              </Typography.Text>
            </Space>
          ) : (
            <>
              <Radio.Group value={pay} onChange={(e) => setPay(e.target.value as Pay)} aria-label={t('admin.market.order.pay')} data-testid="market-order-pay">
                {choices.map((choice) => (
                  <Radio key={choice} value={choice} data-testid={`market-order-pay-${choice}`}>
                    {t(`admin.market.order.pay${choice[0].toUpperCase()}${choice.slice(1)}`)}
                  </Radio>
                ))}
              </Radio.Group>
              <Alert
                type="info"
                data-testid="market-order-terms"
                message={
                  <>
                    <div>{t('admin.market.order.termUpdate')}</div>
                    <div>{t('admin.market.order.termRefund')}</div>
                  </>
                }
              />
              <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="market-order-agree">
                {t('admin.market.order.agree')}
              </Checkbox>
            </>
          )}
        </Space>
      )}
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} data-testid="market-order-error" />}
    </Modal>
  );
}
