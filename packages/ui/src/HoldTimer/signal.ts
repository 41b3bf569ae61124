/**
 * A short tone and a buzz where the device has them, when a hold or a rest ends: a patient holding a position
 * is not looking at the screen. Silent where the browser has no Web Audio or has not allowed it yet.
 */
export function signalEnd() {
  try {
    const AudioContextOf = window.AudioContext;
    if (AudioContextOf) {
      const audio = new AudioContextOf();
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.type = 'sine';
      tone.frequency.value = 880;
      volume.gain.setValueAtTime(0.2, audio.currentTime);
      volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
      tone.connect(volume).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.4);
      tone.onended = () => void audio.close();
    }
  } catch {
    // No sound is no harm: the end is also shown and announced.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(200);
}
