package engine

import "sync"

// WorkerPool is a bounded pool of goroutines: Submit blocks while all workers are busy and the
// queue is full (backpressure), like OPCODE's semaphore-based pool.
type WorkerPool struct {
	tasks chan func()
	wg    sync.WaitGroup
}

// NewWorkerPool starts size workers with a queue of size tasks.
func NewWorkerPool(size int) *WorkerPool {
	p := &WorkerPool{tasks: make(chan func(), size)}
	p.wg.Add(size)
	for i := 0; i < size; i++ {
		go func() {
			defer p.wg.Done()
			for task := range p.tasks {
				task()
			}
		}()
	}
	return p
}

// Submit queues a task; it blocks when the queue is full.
func (p *WorkerPool) Submit(task func()) { p.tasks <- task }

// Close stops the workers after the queued tasks have run.
func (p *WorkerPool) Close() {
	close(p.tasks)
	p.wg.Wait()
}
