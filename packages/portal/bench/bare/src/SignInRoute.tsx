import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export function Component() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email) navigate('/');
  };
  return (
    <form onSubmit={submit}>
      <label>
        Email <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        Password <input type="password" />
      </label>
      <button type="submit">Sign in</button>
    </form>
  );
}
