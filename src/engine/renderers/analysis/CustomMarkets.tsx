// Competitive analysis: the current set of compared items saved as a named custom market and reopened
// later (`/market/custom-markets`, stored per user by the server). A market without compared items
// is refused here, with the reason, before the server would refuse it too; a save the server
// refuses (beyond the plan's saved markets) shows the server's reason.
import { useCallback, useEffect, useState } from 'react';
import { Button, Input, Popconfirm, Select, Space, message } from 'antd';
import { useMarket, type CustomMarket } from './market-data';
import { useAnalysisText } from './use-analysis-text';

export interface CustomMarketsProps {
  pageId: string;
  filters: Record<string, unknown>;
  /** The compared items of the applied filters. */
  items: string[];
  onOpen: (filters: Record<string, unknown>) => void;
}

export function CustomMarkets({ pageId, filters, items, onOpen }: CustomMarketsProps) {
  const t = useAnalysisText();
  const { data } = useMarket();
  const [markets, setMarkets] = useState<CustomMarket[]>([]);
  const [chosen, setChosen] = useState<string | number | undefined>(undefined);
  const [name, setName] = useState('');
  const [refused, setRefused] = useState(false);
  // The server's reason when it refuses a save (the plan's limit of saved markets, say), shown beside the input.
  const [refusal, setRefusal] = useState<string | null>(null);

  const reload = useCallback(() => {
    data
      .listCustomMarkets()
      .then((list) => setMarkets(list.filter((m) => m.pageId === pageId)))
      .catch(() => undefined); // saving and opening are extras; the analysis works without them
  }, [data, pageId]);
  useEffect(reload, [reload]);

  const save = async () => {
    if (items.length === 0) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setRefusal(null);
    const saved = await data.saveCustomMarket({ name: name.trim(), pageId, filters }).catch((error: unknown) => {
      const reason = (error as { serverMessage?: unknown }).serverMessage;
      setRefusal(typeof reason === 'string' ? reason : null);
      throw error;
    });
    setName('');
    setChosen(saved.id);
    void message.success(t('analysis.saved'));
    reload();
  };

  const remove = async () => {
    if (!chosen) return;
    await data.deleteCustomMarket(chosen);
    setChosen(undefined);
    reload();
  };

  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid={`${pageId}-custom-markets`}>
      <span>{t('analysis.customMarket')}</span>
      <Select
        style={{ width: 220 }}
        size="small"
        value={chosen}
        aria-label={t('analysis.customMarket')}
        placeholder={t('analysis.customMarket')}
        options={markets.map((m) => ({ value: m.id, label: m.name }))}
        onChange={(id: string | number) => {
          setChosen(id);
          const market = markets.find((m) => m.id === id);
          if (market) onOpen(market.filters);
        }}
      />
      {chosen ? (
        <Popconfirm title={t('analysis.deleteMarket')} onConfirm={() => void remove()}>
          <Button size="small" danger>
            {t('analysis.deleteMarket')}
          </Button>
        </Popconfirm>
      ) : null}
      <Input size="small" style={{ width: 180 }} placeholder={t('analysis.marketName')} value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
      <Button size="small" disabled={name.trim() === ''} onClick={() => void save().catch(() => undefined)}>
        {t('analysis.saveMarket')}
      </Button>
      {refused && items.length === 0 ? (
        <span role="alert" className="chis-analysis-error" data-testid={`${pageId}-custom-markets-empty`}>
          {t('analysis.emptyMarket')}
        </span>
      ) : null}
      {refusal ? (
        <span role="alert" className="chis-analysis-error" data-testid={`${pageId}-custom-markets-refused`}>
          {refusal}
        </span>
      ) : null}
    </Space>
  );
}
