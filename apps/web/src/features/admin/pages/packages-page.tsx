import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { styled } from '@mui/material/styles';
import { CATEGORIES, CATEGORY_SCORE_RANGES, type Category } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useCatalog } from '../api/get-catalog.ts';
import { PackageEditor } from '../components/package-editor.tsx';

const Packages = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  marginTop: theme.spacing(2),
}));

const Range = styled('p')(({ theme }) => ({ margin: 0, color: theme.palette.text.secondary }));

function readCategory(value: string | null): Category {
  return CATEGORIES.find((category) => category === value) ?? 'M1';
}

/**
 * Beyond the spec: /admin-dashboard/packages, the catalog every mentor of a category offers (product
 * rules §5): prices, struck-through prices, descriptions and mentor earnings, one category at a time.
 */
export function PackagesPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const category = readCategory(params.get('category'));
  const catalog = useCatalog();
  const range = CATEGORY_SCORE_RANGES[category];

  let content;
  if (catalog.isPending) content = <PageLoading />;
  else if (catalog.isError)
    content = (
      <LoadFailure
        what={t('packages.loadFailed')}
        error={catalog.error}
        onRetry={() => void catalog.refetch()}
      />
    );
  else {
    const packages = catalog.data.find((entry) => entry.category === category)?.packages ?? [];
    content = (
      <Packages id="category-panel" role="tabpanel" aria-labelledby={`category-tab-${category}`}>
        <Range>{t('packages.range', { category, min: String(range.min), max: String(range.max) })}</Range>
        {packages.map((item) => (
          <PackageEditor key={item._id} item={item} />
        ))}
      </Packages>
    );
  }

  return (
    <DashboardPageFrame title={t('packages.title')} lead={t('packages.lead')}>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {t('packages.note')}
      </Alert>
      <Tabs
        value={category}
        onChange={(_event, next: Category) => setParams({ category: next }, { replace: true })}
        aria-label={t('packages.categories')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {CATEGORIES.map((item) => (
          <Tab
            key={item}
            value={item}
            label={item}
            id={`category-tab-${item}`}
            aria-controls="category-panel"
          />
        ))}
      </Tabs>
      {content}
    </DashboardPageFrame>
  );
}
