import { createRoot } from 'react-dom/client';
import { Connected } from '../../components/Connected';
import '../../assets/segue.css';

createRoot(document.getElementById('root')!).render(<Connected />);
