import { Card, Col, Row, Tag, Typography } from 'antd';
import { CheckCircleFilled, DownloadOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { permissionTree } from '../../../../generated/permission-tree';
import { permissionCodesAtom } from '../../../state/session';
import { useLabel } from '../../../layout/use-title';
import { EXPORT_TYPE } from '../benefits-model';


/**
 * /user-center/base-database-benefits-intro: what each benefit package (a section of the
 * permission tree) contains — its pages and whether they export — and which the user holds.
 */
export default function BenefitsIntroPage() {
  const intl = useIntl();
  const pick = useLabel();
  const held = new Set(useAtomValue(permissionCodesAtom));

  return (
    <div className="chis-page" data-testid="benefits-intro">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {intl.formatMessage({ id: 'user-center.intro.title' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'user-center.intro.subtitle' })}</Typography.Paragraph>
      <Row gutter={[20, 20]}>
        {permissionTree.map((section) => {
          const pages = section.children.filter((node) => node.type !== EXPORT_TYPE);
          return (
            <Col key={section.code} xs={24} md={12} xl={8}>
              <Card
                className="chis-card"
                style={{ height: '100%' }}
                title={pick(section.title)}
                extra={
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {intl.formatMessage({ id: 'user-center.intro.count' }, { count: pages.length })}
                  </Typography.Text>
                }
                data-testid={`benefits-intro-${section.code}`}
              >
                {pages.map((page) => {
                  const owned = held.has(page.code);
                  // 可导出 only where the account holds the page's export code; a page that exports
                  // for other plans says the export is not in this one (issue 26 item 8).
                  const exports = page.children.filter((child) => child.type === EXPORT_TYPE);
                  const canExport = exports.some((child) => held.has(child.code));
                  return (
                    <div key={page.code} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
                      {owned ? (
                        <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={intl.formatMessage({ id: 'user-center.intro.held' })} />
                      ) : (
                        <MinusCircleOutlined style={{ color: '#bfbfbf' }} aria-label={intl.formatMessage({ id: 'user-center.intro.notHeld' })} />
                      )}
                      <Typography.Text type={owned ? undefined : 'secondary'}>{pick(page.title)}</Typography.Text>
                      {exports.length > 0 && (
                        <Tag
                          icon={canExport ? <DownloadOutlined /> : undefined}
                          color={canExport ? undefined : 'default'}
                          bordered={false}
                          style={{ marginInlineStart: 'auto', marginInlineEnd: 0, ...(canExport ? {} : { color: '#8c8c8c' }) }}
                          data-testid={`benefits-intro-export-${page.code}`}
                        >
                          {intl.formatMessage({ id: canExport ? 'user-center.intro.export' : 'user-center.intro.exportNotHeld' })}
                        </Tag>
                      )}
                    </div>
                  );
                })}
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
