import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { RegisterForm } from './register-form';
import './business.css';

// /business/register: the plan cards' Get Started leads here with ?plan=basic|premium|featured.
export default function RegisterPage() {
  const [params] = useSearchParams();
  return (
    <div className="page business-page">
      <PageHeading title="Register Your Business" lead="Tell us about your business and the plan you would like." />
      <RegisterForm planFromLink={params.get('plan')} />
    </div>
  );
}
